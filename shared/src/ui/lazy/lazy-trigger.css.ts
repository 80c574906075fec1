import { style } from '@vanilla-extract/css';

// The wrapper a lazy widget's trigger and the widget share: no box of its own, so the page lays out the same
// before and after the widget arrives.
export const lazyTrigger = style({ display: 'contents' });
