import { Box, type BoxProps } from '@mui/material';
import { useCallback, useState } from 'react';
import { TOPBAR_HEIGHT } from '../shell/views/Topbar';
import { fittedHeight, LEAST_FIT } from './screen-fit';

/** The top bar's height in pixels (it is given in rem). */
function topbarPixels(): number {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Number.parseFloat(TOPBAR_HEIGHT) * rem;
}

/**
 * The box a data grid stands in (MUI X's «flex parent container»): as tall as the grid's rows, up to as
 * many as the screen allows (`fittedHeight`); past them the grid scrolls inside it, drawing only the rows
 * in sight. The height is measured when the box is laid out, when the window is resized and when the
 * page's height changes (a block above grows, a kept tab is shown). Out of sight (a kept tab) the last
 * height stays, so that a hidden grid does not measure itself anew.
 */
export function FittedBox({ sx, ...props }: BoxProps) {
  const [maxHeight, setMaxHeight] = useState(LEAST_FIT);
  const follow = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => {
      if (element.closest('[inert]') !== null) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setMaxHeight(fittedHeight({ viewport: window.innerHeight, topbar: topbarPixels(), top }));
    };
    measure();
    window.addEventListener('resize', measure);
    // Where nothing lays out (a test's DOM) there is no observer, and nothing to follow.
    const page = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    page?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      page?.disconnect();
    };
  }, []);
  return (
    <Box
      ref={follow}
      sx={[{ display: 'flex', flexDirection: 'column', maxHeight }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}
