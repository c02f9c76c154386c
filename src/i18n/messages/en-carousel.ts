// The English of Carousel. It joins the package's catalog when a page imports it (addEnglish, in
// Carousel.tsx), so a page without it does not download it.

export const enCarousel = {
  // What a screen reader calls the carousel and each slide (`aria-roledescription`), in place of 'region' and 'group'.
  'core.carousel.carousel': 'carousel',
  'core.carousel.slide': 'slide',
  // Each slide's name: where it is among them, e.g. '2 of 5'.
  'core.carousel.slideName': '{index, number} of {count, number}',
  'core.carousel.previous': 'Previous slide',
  'core.carousel.next': 'Next slide',
  // An indicator's name: the slide it shows, or, with several slides to a page, the page.
  'core.carousel.goToSlide': 'Go to slide {index, number}',
  'core.carousel.goToPage': 'Go to page {index, number}',
  // The rotation button's name while the slides turn by themselves, and while they do not.
  'core.carousel.stop': 'Stop slide rotation',
  'core.carousel.start': 'Start slide rotation',
  // The progress text, e.g. '2 / 5'.
  'core.carousel.progress': '{page, number} / {total, number}',
};
