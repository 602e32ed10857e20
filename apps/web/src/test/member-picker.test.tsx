import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemberPicker } from '@lectern/ui';

const PEOPLE = [
  { value: '1', label: 'Margaret Chen' },
  { value: '2', label: 'David Okafor' },
  { value: '3', label: 'Priya Sharma' },
];

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <MemberPicker
        items={PEOPLE}
        value={value}
        onValueChange={setValue}
        placeholder="Assign..."
        clearLabel="Select Member"
        aria-label="Timer"
      />
      <output>{value ?? 'nobody'}</output>
    </>
  );
}

describe('MemberPicker', () => {
  it('shows its prompt until someone is chosen', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Timer' }).textContent).toContain('Assign...');
  });

  it('finds people by part of their name and chooses one', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Timer' }));
    fireEvent.change(await screen.findByPlaceholderText('Search...'), { target: { value: 'oka' } });
    expect(screen.queryByRole('option', { name: 'Margaret Chen' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'David Okafor' }));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Timer' }).textContent).toContain('David Okafor');
  });

  it('clears the choice with the clear entry', async () => {
    render(<Harness initial="3" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Timer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Select Member' }));
    expect(screen.getByRole('status').textContent).toBe('nobody');
  });
});
