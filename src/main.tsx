import { startApp } from './app-start';

// The application's entry (index.html, and the dashboard's prerendered page); the sign-in page's is
// src/sign-in.tsx.
startApp();
