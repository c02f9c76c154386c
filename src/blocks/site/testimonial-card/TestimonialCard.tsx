import { Quote } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { testimonialCard } from 'styled-system/recipes';
import { AvatarFallback, AvatarImage, AvatarRoot } from '../../../components/avatar';
import { getInitials } from '../../../domain/initials';
import { useLanguage } from '../../language';

/** A customer quote, in the page's language (names stay as written). */
export interface Testimonial {
  /** Stable id, used as the React key. */
  id: string;
  /** The quote. */
  quote: string;
  /** The person's name. */
  author: string;
  /** The person's role, e.g. 'Head of Operations'. */
  role: string;
  /** The person's company. */
  company: string;
  /** URL of the person's photo. If it is missing or fails to load, their initials show instead. */
  image?: string;
}

export interface TestimonialCardProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The testimonial to show. */
  testimonial: Testimonial;
}

/**
 * A customer quote as a `<figure>`: the quote in a `<blockquote>`, and a caption with the person's photo
 * (alt text 'Photo of …'), name, role and company. A photo that fails to load falls back to the initials.
 */
export function TestimonialCard({ testimonial, className, ...props }: TestimonialCardProps) {
  const { t } = useLanguage();
  const classes = testimonialCard();
  const alt = t('testimonialCard.photoAlt', { name: testimonial.author });
  return (
    <figure className={cx(classes.root, className)} {...props}>
      <blockquote className={classes.quote}>
        <span className={classes.mark}>
          <Quote aria-hidden />
        </span>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={classes.caption}>
        <AvatarRoot size="lg">
          <AvatarFallback role="img" aria-label={alt}>
            {getInitials(testimonial.author)}
          </AvatarFallback>
          {testimonial.image ? <AvatarImage src={testimonial.image} alt={alt} /> : null}
        </AvatarRoot>
        <span className={classes.person}>
          <span className={classes.author}>{testimonial.author}</span>
          <span className={classes.role}>
            {t('testimonialCard.roleAt', { role: testimonial.role, company: testimonial.company })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export interface TestimonialListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The testimonials, in order. */
  testimonials: readonly Testimonial[];
}

/** Testimonial cards in a responsive grid, as a list. */
export function TestimonialList({ testimonials, className, ...props }: TestimonialListProps) {
  const classes = testimonialCard();
  return (
    <ul className={cx(classes.list, className)} {...props}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
