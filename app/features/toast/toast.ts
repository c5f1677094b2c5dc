// Toasts through sonner, loaded on the first toast: no page pays for it before a visitor acts.
type Toaster = typeof import("sonner");

let ready: Promise<Toaster> | undefined;
let mountToaster: (() => Promise<void>) | undefined;

/** Called by <LazyToaster/> when it mounts, with a function that renders sonner's Toaster. */
export function registerToasterMount(mount: () => Promise<void>) {
  mountToaster = mount;
}

function loadToaster(): Promise<Toaster> {
  ready ??= (async () => {
    const sonner = await import("sonner");
    await mountToaster?.();
    return sonner;
  })();
  return ready;
}

export interface ToastContent {
  title: string;
  description?: string;
}

export function toastSuccess({ title, description }: ToastContent) {
  void loadToaster().then(({ toast }) => toast.success(title, { description }));
}

/** The spec's "destructive" toast. */
export function toastError({ title, description }: ToastContent) {
  void loadToaster().then(({ toast }) => toast.error(title, { description }));
}
