/**
 * A pre-lander's offer end: the owner's editor sends the Rome wall time, or null when the
 * input is emptied; a time the route's schema refuses is shown beside the input, unsent.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfferEditor } from '@/components/admin/landing/offer-editor';
import type { OfferEnd } from '@/lib/contracts/admin/landing';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const OFFER: OfferEnd = {
  variantId: 'PL_CRYPTO_NEW',
  offerEndsAt: '2026-12-01T09:00:00.000Z',
  offerEndsAtRome: '2026-12-01T10:00',
};

const input = () => screen.getByLabelText("Fine dell'offerta (ora di Roma)");

it('sends an emptied input as null (no countdown)', async () => {
  fetchMock.mockResolvedValueOnce(
    jsonResponse(200, { offer: { ...OFFER, offerEndsAt: null, offerEndsAtRome: null } }),
  );
  const user = userEvent.setup();
  renderAdmin(<OfferEditor offer={OFFER} />);
  expect(input()).toHaveValue('2026-12-01T10:00');
  fireEvent.change(input(), { target: { value: '' } });
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/offers/PL_CRYPTO_NEW');
  expect(requestBody(fetchMock, 0)).toEqual({ offerEndsAt: null });
});

it("shows the schema's message beside a time with seconds, and sends nothing", async () => {
  const user = userEvent.setup();
  renderAdmin(<OfferEditor offer={OFFER} />);
  fireEvent.change(input(), { target: { value: '2026-12-01T10:00:30' } });
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await waitFor(() => expect(input()).toHaveAccessibleDescription('Valore non valido'));
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(fetchMock).not.toHaveBeenCalled();
});
