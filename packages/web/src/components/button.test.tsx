// @vitest-environment jsdom
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a type="button" with the variant classes', () => {
    render(
      <Button variant="ghost" className="extra">
        Edit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn-ghost extra');
  });

  it('hands its ref to the <button> so callers can move focus to it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Edit</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Edit' }));
  });
});
