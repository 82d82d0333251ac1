import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('renders the shell frame with the brand, title and version', () => {
    render(<App />);
    expect(screen.getByRole('complementary', { name: 'Pharmacy Portal' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Hệ thống quản lý nhà thuốc' })).toBeDefined();
    expect(screen.getByText('Phiên bản 1.0.0')).toBeDefined();
    expect(screen.getByText('© 2025 Pharmacy Portal')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
  });

  it('redirects / to /purchase-orders', () => {
    render(<App />);
    expect(window.location.pathname).toBe('/purchase-orders');
  });
});
