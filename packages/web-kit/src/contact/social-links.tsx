import { SOCIAL_LINKS } from './contact-details';

/**
 * The network's social pages as the items of a list the page styles (the footer's row, the
 * contact page's column); each opens in a new tab without handing it this page.
 */
export function SocialLinkItems() {
  return (
    <>
      {SOCIAL_LINKS.map(({ name, url }) => (
        <li key={name}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </li>
      ))}
    </>
  );
}
