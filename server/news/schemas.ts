import Type from 'typebox';
import { NEWS_BODY_MAX, NEWS_STATES, NEWS_TITLE_MAX } from '../../src/domain/news/news';
import { OneOf, Text, Version } from '../kit/schemas';

export const NewsState = OneOf(NEWS_STATES);

/** What the dashboard shows of a news item in force. */
export const CurrentNewsSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  publishOn: Type.String(),
  expiresOn: Type.Union([Type.String(), Type.Null()]),
});

/** A news item as the news screen lists and edits it. */
export const NewsSchema = Type.Object({
  ...CurrentNewsSchema.properties,
  published: Type.Boolean(),
  state: NewsState,
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

const NewsFields = {
  title: Text(NEWS_TITLE_MAX),
  body: Text(NEWS_BODY_MAX),
  publishOn: Text(10),
  expiresOn: Type.Optional(Type.Union([Text(10), Type.Null()])),
};
export const NewsBody = Type.Object(NewsFields, { additionalProperties: false });
export const NewsUpdateBody = Type.Object(
  { ...NewsFields, version: Version },
  { additionalProperties: false },
);
