import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { registerToasterMount } from "./toast";

const SiteToaster = lazy(() => import("./site-toaster"));

export function LazyToaster() {
  const [show, setShow] = useState(false);
  const mounted = useRef<() => void>(undefined);

  useEffect(() => {
    registerToasterMount(
      () =>
        new Promise<void>((resolve) => {
          mounted.current = resolve;
          setShow(true);
        }),
    );
  }, []);

  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster onMount={() => mounted.current?.()} />
    </Suspense>
  );
}
