import { envelope, errorResponses, jsonBody, tokenAnswer, type PathItems } from '../docs/index.ts';
import * as schemas from './user-schemas.ts';

const profile = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    phoneNumber: { type: ['string', 'null'] },
    country_id: { enum: ['EE', 'FI'] },
    language: { enum: ['et', 'fi', 'en', 'ru'] },
    group_id: { type: 'integer' },
    groupToken: {
      type: 'string',
      description: 'Proof of group_id for price tiers: send it as token with userGroupId to render-list',
    },
    consentTermsAccepted: { type: 'boolean' },
    termsAcceptedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description:
        'When the terms were accepted; null for an account a strong login made until it accepts them',
    },
    isSubscribedToNewsletter: { type: 'boolean' },
    personalCode: {
      type: ['string', 'null'],
      description: 'The personal code of a strong login, masked (3********71); null for a password account',
    },
    identityMethod: {
      enum: ['smart-id', 'mobile-id', 'id-card', 'bank-id', null],
      description: 'How the customer was last strongly identified; null when never',
    },
    identityCountry: {
      enum: ['EE', 'FI', null],
      description: "The country of the strong login's personal code; null for a password account",
    },
    hasPassword: {
      type: 'boolean',
      description:
        'The account has a password (change-password applies); false for one made by a strong login',
    },
    addresses: { type: 'array', items: { type: 'object' } },
  },
};

const session = tokenAnswer(
  'The access token (15 minutes) in `result`, a new refresh token in `meta.refreshToken`',
);

const unauthorized = { 401: envelope('No valid access token', { type: 'string' }) };
const done = envelope('Done', { const: true });

export const userPaths: PathItems = {
  '/api/user/create': {
    post: {
      summary:
        'Registers a customer; the privacy consent and a password of 8+ characters from 3 classes are required',
      requestBody: jsonBody(schemas.RegisterBodySchema),
      responses: { 200: envelope('The new profile', profile), ...errorResponses },
    },
  },
  '/api/user/login': {
    post: {
      summary:
        'Logs in; a wrong password and an unknown e-mail get the same 401; 429 after too many attempts',
      requestBody: jsonBody(schemas.LoginBodySchema),
      responses: { 200: session, ...errorResponses, ...unauthorized, 429: envelope('Too many attempts') },
    },
  },
  '/api/user/refresh': {
    post: {
      summary: 'Rotates the refresh token; a token used twice revokes its whole family',
      requestBody: jsonBody(schemas.RefreshBodySchema),
      responses: { 200: session, ...unauthorized },
    },
  },
  '/api/user/logout': {
    post: {
      summary: 'Revokes the session',
      requestBody: jsonBody(schemas.RefreshBodySchema),
      responses: { 200: done },
    },
  },
  '/api/user/me': {
    get: {
      summary: "The caller's profile and addresses",
      responses: { 200: envelope('Profile', profile), ...unauthorized },
    },
    post: {
      summary: "Changes the caller's profile; `addresses` replaces the address book",
      requestBody: jsonBody(schemas.ProfileBodySchema),
      responses: { 200: envelope('Profile', profile), ...errorResponses, ...unauthorized },
    },
  },
  '/api/user/me/language': {
    post: {
      summary: "Sets the caller's language",
      requestBody: jsonBody(schemas.LanguageBodySchema),
      responses: { 200: done, ...unauthorized },
    },
  },
  '/api/user/change-password': {
    post: {
      summary: 'Changes the password; a wrong current password is a 400 whose `result` the storefront shows',
      requestBody: jsonBody(schemas.ChangePasswordBodySchema),
      responses: { 200: done, ...errorResponses, ...unauthorized },
    },
  },
  '/api/user/reset-password': {
    post: {
      summary:
        'Sends a reset link (1 hour, single use) when the address has an account; answers the same either way',
      requestBody: jsonBody(schemas.ResetPasswordBodySchema),
      responses: { 200: done, ...errorResponses },
    },
  },
  '/api/user/create-password': {
    post: {
      summary: 'Sets a new password with a reset token and ends every session',
      requestBody: jsonBody(schemas.CreatePasswordBodySchema),
      responses: { 200: done, ...errorResponses },
    },
  },
  '/api/mail/outbox': {
    get: {
      summary: 'Mails kept locally when no SMTP_URL is configured (404 otherwise)',
      responses: { 200: envelope('Newest first', { type: 'array', items: { type: 'object' } }) },
    },
  },
};
