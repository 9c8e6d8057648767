import { previewWeek, type WeekPreview } from '../../../../src/application/fishing-weeks/week-preview';

/** The preview computed on the page's own thread: the Web Worker's job, without the worker. */
export const inThreadPreview: WeekPreview = {
  preview: (context, grids) => Promise.resolve(previewWeek(context, grids)),
};
