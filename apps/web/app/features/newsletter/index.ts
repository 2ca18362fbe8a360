// Newsletter offers, the subscription form and the confirmation link.
// Other features, routes and the root use this feature only through what this face hands on.
export { newsletterApi } from './newsletter-api.ts';
export { CHECK_YOUR_MAIL } from './NewsletterForm.tsx';
export { NewsletterLink } from './NewsletterLink.tsx';
export { NewsletterOffer } from './NewsletterOffer.tsx';
