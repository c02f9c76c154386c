// The English of RatingGroup. It joins the package's catalog when a page imports it (addEnglish, in
// RatingGroup.tsx), so a page without it does not download it.

export const enRatingGroup = {
  // A star's name: its value, or for the checked star the rating itself (2.5 with half stars).
  'inputs.ratingGroup.star': '{value, plural, one {# star} other {# stars}}',
  // What a screen reader calls each star instead of "radio button".
  'inputs.ratingGroup.rating': 'rating',
};
