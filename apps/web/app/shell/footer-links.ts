export interface FooterLink {
  /** Path inside the store view. */
  path: string;
  /** English text, also the translation key. */
  label: string;
}

export const TERMS_LINKS: FooterLink[] = [
  { path: '/legal', label: 'Terms and conditions' },
  { path: '/privacy', label: 'Privacy policy' },
  { path: '/cookie-policy', label: 'Cookie policy' },
  { path: '/delivery', label: 'Delivery' },
  { path: '/returns', label: 'Returns' },
  { path: '/accessibility', label: 'Accessibility statement' },
];

export const COMPANY_LINKS: FooterLink[] = [
  { path: '/about-us', label: 'About us' },
  { path: '/open-positions', label: 'Open positions' },
  { path: '/faq', label: 'FAQ' },
  { path: '/store-locator', label: 'Find a pharmacy' },
  { path: '/contact', label: 'Contact' },
  { path: '/customer-service', label: 'Customer service' },
];
