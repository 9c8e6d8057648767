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

// A dialog fades in: until the browser paints a frame its opacity is still 0, and on a busy machine a
// play function can look before that frame and find the dialog's contents "not visible". Stories run
// under test without transitions or animations, so what is on screen is there at once.
const noMotion = document.createElement('style');
noMotion.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
document.head.appendChild(noMotion);
