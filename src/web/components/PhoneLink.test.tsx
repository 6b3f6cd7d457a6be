import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PhoneLink } from './PhoneLink';

describe('PhoneLink', () => {
  it('links a Brazilian number in E.164 and shows it masked', () => {
    renderWithProviders(<PhoneLink phone="11912345678" />);
    expect(screen.getByRole('link', { name: '(11) 91234-5678' })).toHaveAttribute(
      'href',
      'tel:+5511912345678',
    );
  });

  it('links a landline written with its mask', () => {
    renderWithProviders(<PhoneLink phone="(21) 3333-4444" />);
    expect(screen.getByRole('link', { name: '(21) 3333-4444' })).toHaveAttribute('href', 'tel:+552133334444');
  });

  it('shows anything else as sent, without a link', () => {
    renderWithProviders(<PhoneLink phone="ramal 204" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('ramal 204')).toBeInTheDocument();
  });

  it('shows a missing number as not provided', () => {
    renderWithProviders(<PhoneLink phone="" />, { locale: 'en' });
    expect(screen.getByText('not provided')).toBeInTheDocument();
  });
});
