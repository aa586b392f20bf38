import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { TESTIMONIALS } from '../utils/content';
import { useCarousel } from '../hooks/use-carousel';
import { publicText } from '../../../i18n/text';

const initials = (name: string) =>
  name
    .split(' ')
    .filter((part) => /^[A-Z]/.test(part) && !part.endsWith('.'))
    .map((part) => part[0])
    .join('');

/**
 * Five testimonials, one at a time (WAI-ARIA carousel pattern): previous, next and one
 * button per slide; arrow keys work inside it. While it rotates on its own the slides are
 * not announced; once a visitor takes over, each change is.
 */
export function TestimonialsCarousel() {
  const carousel = useCarousel(TESTIMONIALS.length);
  const text = publicText.useText();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
  };
  return (
    <Section
      aria-roledescription={text('testimonials.carousel')}
      aria-labelledby="testimonials-title"
      onKeyDown={onKeyDown}
    >
      <h2 id="testimonials-title">{text('testimonials.title')}</h2>
      <Slides aria-live={carousel.rotating ? 'off' : 'polite'}>
        {TESTIMONIALS.map((testimonial, index) => (
          <Slide
            key={testimonial.author}
            role="group"
            aria-roledescription={text('testimonials.slideRole')}
            aria-label={text('testimonials.slide', {
              index: index + 1,
              total: TESTIMONIALS.length,
            })}
            hidden={index !== carousel.index}
          >
            <Quote>“{text(testimonial.quote)}”</Quote>
            <Author>
              <Avatar aria-hidden="true" style={{ background: testimonial.colour }}>
                {initials(testimonial.author)}
              </Avatar>
              <span>
                <strong>{testimonial.author}</strong>
                <br />
                {text(testimonial.role)}
              </span>
            </Author>
          </Slide>
        ))}
      </Slides>
      <Controls>
        <Arrow type="button" aria-label={text('testimonials.previous')} onClick={carousel.previous}>
          ‹
        </Arrow>
        <Dots>
          {TESTIMONIALS.map((testimonial, index) => (
            <li key={testimonial.author}>
              <Dot
                type="button"
                aria-label={text('testimonials.show', { index: index + 1 })}
                aria-current={index === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(index)}
              />
            </li>
          ))}
        </Dots>
        <Arrow type="button" aria-label={text('testimonials.next')} onClick={carousel.next}>
          ›
        </Arrow>
      </Controls>
      {carousel.rotating && <Hint>{text('testimonials.hint')}</Hint>}
    </Section>
  );
}

const Section = styled.section`
  text-align: center;
`;

const Slides = styled.div`
  max-width: 720px;
  min-height: 220px;
  margin: 0 auto;
`;

const Slide = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.125rem;
  font-style: italic;
`;

const Author = styled.figcaption`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: left;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: 50%;
  color: #fff;
  font-weight: 700;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Arrow = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Dots = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A 12 px dot inside a 32 px target. */
const Dot = styled.button`
  width: 32px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
