export {
  type Testimonial,
  TestimonialCard,
  type TestimonialCardProps,
  TestimonialList,
  type TestimonialListProps,
} from './TestimonialCard';
