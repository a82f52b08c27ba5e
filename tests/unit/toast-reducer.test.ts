import { reducer, type ToasterToast } from '@/components/ui/use-toast';

const make = (id: string): ToasterToast => ({
  id,
  open: true,
  onOpenChange: () => undefined,
  title: id,
});

describe('toast reducer', () => {
  it('shows at most one toast, the newest', () => {
    const state = ['a', 'b', 'c'].reduce((s, id) => reducer(s, { type: 'ADD', toast: make(id) }), {
      toasts: [] as ToasterToast[],
    });
    expect(state.toasts.map((t) => t.id)).toEqual(['c']);
  });

  it('closes on dismiss and forgets on remove', () => {
    const shown = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    expect(reducer(shown, { type: 'DISMISS', toastId: 'a' }).toasts[0]?.open).toBe(false);
    expect(reducer(shown, { type: 'REMOVE', toastId: 'a' }).toasts).toEqual([]);
  });
});
