import './errors';

export { getReviewPhoto, isReviewPhotoPublished, type ReviewPhoto } from './get-review-photo';
export { detectImageType, type ImageMime } from './image-type';
export { type LikeReviewResult, likeReview, voterKey } from './like-review';
export {
  averageX100,
  listReviews,
  listReviewsQuery,
  type PublishedReview,
  type RatingSummary,
  type ReviewPage,
} from './list-reviews';
export { type ModerateReviewResult, moderateReview } from './moderate-review';
export {
  maxPhotoBytes,
  maxReviewPhotos,
  minReviewTextLength,
  type SubmitReviewInput,
  type SubmitReviewResult,
  submitReview,
  submitReviewForm,
} from './submit-review';
