/**
 * The back-office testimonials tab: the list with each consent record and state, the form
 * checked with the route's own schema before sending, a new testimonial sent as typed, the
 * server's consent refusal shown in words, publish/unpublish and a delete that asks first.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { TestimonialsTab } from '@/components/admin/testimonials/testimonials-tab';
import type { TestimonialView } from '@/lib/contracts/admin/testimonials';
import { jsonResponse, mockFetch, renderAdmin, requestBody } from './support/render';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

const ITEM: TestimonialView = {
  id: 7,
  locale: 'it',
  name: 'Marta B.',
  role: 'Impiegata',
  location: 'Padova',
  rating: 4,
  course: 'Gestione del rischio',
  imageUrl: null,
  text: 'Ho capito come dimensionare una posizione prima di aprirla.',
  completedCourses: 2,
  studyTime: '3 mesi',
  consentOnFile: true,
  consentDate: '2026-11-20',
  published: false,
  publishedAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const DRAFT_WITHOUT_CONSENT = {
  ...ITEM,
  id: 8,
  name: 'Luca R.',
  consentOnFile: false,
  consentDate: null,
};

describe('testimonials tab', () => {
  it('lists each testimonial with its consent record and state, and publishes one', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { testimonials: [ITEM, DRAFT_WITHOUT_CONSENT] }),
    );
    renderAdmin(<TestimonialsTab />);
    const list = await screen.findByRole('list', { name: 'Testimonianze inserite' });
    const [marta, luca] = within(list).getAllByRole('listitem');
    expect(marta).toHaveTextContent('Consenso archiviato del 2026-11-20');
    expect(marta).toHaveTextContent('Bozza');
    expect(luca).toHaveTextContent('Nessun consenso registrato: non pubblicabile');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...ITEM, published: true }));
    fetchMock.mockResolvedValue(
      jsonResponse(200, { testimonials: [{ ...ITEM, published: true }, DRAFT_WITHOUT_CONSENT] }),
    );
    await user.click(screen.getByRole('button', { name: 'Pubblica la testimonianza di Marta B.' }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/testimonials/7');
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).method).toBe('PATCH');
    expect(requestBody(fetchMock, 1)).toEqual({ published: true });
    expect((await screen.findAllByText(/Testimonianza pubblicata/)).length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('button', { name: 'Ritira la testimonianza di Marta B.' }),
    ).toBeInTheDocument();
  });

  it('offers no «Pubblica» that can only fail: disabled without consent, with the reason', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { testimonials: [DRAFT_WITHOUT_CONSENT] }));
    renderAdmin(<TestimonialsTab />);
    const publish = await screen.findByRole('button', {
      name: 'Pubblica la testimonianza di Luca R.',
    });
    expect(publish).toHaveTextContent(/^Pubblica$/);
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Nessun consenso registrato: non pubblicabile');
    await user.click(publish);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Editing stays open: that is where the consent is recorded.
    expect(
      screen.getByRole('button', { name: 'Modifica la testimonianza di Luca R.' }),
    ).toBeEnabled();
  });

  it('keeps «Pubblica» off while the consent is dated in the future', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        testimonials: [
          { ...DRAFT_WITHOUT_CONSENT, consentOnFile: true, consentDate: '2999-01-01' },
        ],
      }),
    );
    renderAdmin(<TestimonialsTab />);
    const publish = await screen.findByRole('button', { name: /^Pubblica la testimonianza/ });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'Consenso datato 2999-01-01: pubblicabile da quel giorno',
    );
  });

  it('asks before deleting, then deletes', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { testimonials: [ITEM] }));
    renderAdmin(<TestimonialsTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Elimina la testimonianza di Marta B.' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true }));
    fetchMock.mockResolvedValue(jsonResponse(200, { testimonials: [] }));
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    expect((fetchMock.mock.calls[1]?.[1] as RequestInit).method).toBe('DELETE');
    expect(await screen.findByText(/Nessuna testimonianza inserita/)).toBeInTheDocument();
  });
});

describe('testimonial form', () => {
  it('checks with the server schema before sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<TestimonialForm />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi la testimonianza' }));
    expect(await screen.findByText('Il nome deve avere da 2 a 80 caratteri')).toBeInTheDocument();
    expect(
      screen.getByText('La testimonianza deve avere da 20 a 1200 caratteri'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says publishing needs consent until it is on file with a date, and sends the form as typed', async () => {
    const user = userEvent.setup();
    renderAdmin(<TestimonialForm />);
    expect(
      screen.getByText('Per pubblicare servono il consenso archiviato e la sua data.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), 'Marta B.');
    await user.type(screen.getByLabelText('Ruolo o professione'), 'Impiegata');
    await user.type(screen.getByLabelText('Città'), 'Padova');
    await user.type(screen.getByLabelText('Corso seguito'), 'Gestione del rischio');
    await user.type(screen.getByLabelText(/^Tempo di studio/), '3 mesi');
    await user.type(screen.getByLabelText('Testimonianza'), ITEM.text);
    await user.selectOptions(screen.getByLabelText('Valutazione'), '4');
    await user.click(screen.getByLabelText('Il consenso scritto della persona è archiviato'));
    await user.type(screen.getByLabelText('Data del consenso'), '2026-11-20');
    expect(
      screen.getByText('Consenso registrato: la testimonianza può essere pubblicata.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pubblicata sulle pagine'));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ...ITEM, published: true }));
    fetchMock.mockResolvedValue(jsonResponse(200, { testimonials: [] }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi la testimonianza' }));
    expect(await screen.findAllByText('Testimonianza aggiunta')).not.toHaveLength(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/testimonials');
    expect(requestBody(fetchMock)).toEqual({
      locale: 'it',
      name: 'Marta B.',
      role: 'Impiegata',
      location: 'Padova',
      rating: '4',
      course: 'Gestione del rischio',
      imageUrl: '',
      text: ITEM.text,
      completedCourses: '0',
      studyTime: '3 mesi',
      consentOnFile: true,
      consentDate: '2026-11-20',
      published: true,
    });
  });
});
