/** The width of an element, kept up to date as the window changes (for layouts that depend on room). */
import { useLayoutEffect, useState } from "preact/hooks";

export function useWidth<T extends HTMLElement>(fallback: number): [(el: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
