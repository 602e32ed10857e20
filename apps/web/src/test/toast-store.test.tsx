import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  dismissToast,
  getToasts,
  toast,
  Toaster,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from '@lectern/ui';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('has one toast at a time, shown 5 s, swiped right, F8 to reach', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_VIEWPORT_HOTKEY).toEqual(['F8']);
  });

  it('keeps one toast at a time: a new toast replaces the one showing', () => {
    toast({ title: 'First' });
    const second = toast({
      title: 'Second',
      description: 'Replaces the first',
      variant: 'destructive',
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      description: 'Replaces the first',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Saved' });
    dismissToast(shown.id);
    expect(getToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('does not let a replaced toast’s removal timer remove its successor', () => {
    vi.useFakeTimers();
    const first = toast({ title: 'First' });
    dismissToast(first.id);
    toast({ title: 'Second' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Second', open: true })]);
  });

  it('updates a toast in place', () => {
    const shown = toast({ title: 'Uploading' });
    shown.update({ title: 'Uploaded' });
    expect(getToasts()[0]).toMatchObject({ id: shown.id, title: 'Uploaded' });
  });
});

describe('<Toaster/>', () => {
  it('renders only the latest toast, with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Meeting Created',
        description: 'Your meeting has been scheduled successfully.',
      });
      toast({
        title: 'Meeting Deleted',
        description: 'The meeting has been successfully deleted.',
      });
    });
    expect(screen.queryByText('Meeting Created')).toBeNull();
    expect(screen.getByText('Meeting Deleted')).toBeTruthy();
    expect(screen.getByText('The meeting has been successfully deleted.')).toBeTruthy();
  });

  it('offers the F8 hotkey on the notifications region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');
  });
});
