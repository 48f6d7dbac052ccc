import './errors';

export {
  getReviewPhoto,
  isReviewPhotoPublished,
  publishedReviewPhotoKey,
  type ReviewPhoto,
} from './get-review-photo';
export { detectImageType, type ImageMime } from './image-type';
export {
  guestLikesPerAddress,
  type LikeReviewResult,
  likeAddressHash,
  likeReview,
  type Voter,
  voterKey,
} from './like-review';
export {
  averageX100,
  listReviews,
  listReviewsQuery,
  type PublishedReview,
  type RatingSummary,
  type ReviewPage,
} from './list-reviews';
export { type ModerateReviewResult, moderateReview } from './moderate-review';
export { maxPhotoSide, photoQuality, type ReviewPhotoStore } from './prepare-photo';
export {
  maxPhotoBytes,
  maxReviewPhotos,
  minReviewTextLength,
  type PhotoQuota,
  type ReviewPhotoDeps,
  type SubmitReviewInput,
  type SubmitReviewResult,
  submitReview,
  submitReviewForm,
} from './submit-review';
export { pendingPhotoDays, rejectedPhotoDays, sweepReviewPhotos } from './sweep-review-photos';
