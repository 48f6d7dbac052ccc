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
  listReviewQueue,
  type QueuedReview,
  queuePageSizes,
  type ReviewQueue,
  type ReviewQueueFilter,
  type ReviewStatus,
  reviewQueueFilter,
  reviewStatuses,
} from './list-review-queue';
export {
  averageX100,
  listReviews,
  listReviewsQuery,
  type PublishedReview,
  type RatingSummary,
  type ReviewPage,
} from './list-reviews';
export {
  type GoodRating,
  type ModerateReviewInput,
  type ModerateReviewResult,
  maxRejectReasonLength,
  maxReplyLength,
  moderateReview,
  moderateReviewInput,
} from './moderate-review';
export { notifyReviewReply } from './notify-review-reply';
export { maxPhotoSide, photoQuality, type ReviewPhotoStore } from './prepare-photo';
export {
  type ReplyToReviewInput,
  type ReplyToReviewResult,
  replyToReview,
  replyToReviewInput,
} from './reply-to-review';
export { getReviewPhotoForStaff } from './review-photo-for-staff';
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
