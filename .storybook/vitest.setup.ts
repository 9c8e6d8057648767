import 'reflect-metadata';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { STORY_WAIT } from '../tests/support/stories/wait';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAnnotations, projectAnnotations]);

// Play functions wait for what a person would wait for: on a busy machine a lazily loaded page takes
// seconds, not the default 1 s (see docs/reliability.md, `npm run test:stress`).
configure({ asyncUtilTimeout: STORY_WAIT.timeout });
