/**
 * Cards glide to where a move put them (FLIP): after each new position, every
 * element with `data-card` that moved since the last one is animated from its
 * old place to its new one — captures from the layout and the hands to a
 * pile, junk handed from one pile to the other. A card that was not in sight
 * before (turned over from the stock, played from the opponent's hand) grows
 * in where it lands. 200 ms; nothing moves with reduced motion.
 */
import type { RefObject } from "preact";
import { useEffect, useLayoutEffect, useRef } from "preact/hooks";

export const MOTION_MS = 200;

interface Place {
  x: number;
  y: number;
  w: number;
}

function measure(root: HTMLElement): Map<string, Place> {
  const places = new Map<string, Place>();
  root.querySelectorAll<HTMLElement>("[data-card]").forEach((node) => {
    const rect = node.getBoundingClientRect();
    if (rect.width > 0) places.set(node.dataset.card ?? "", { x: rect.left + window.scrollX, y: rect.top + window.scrollY, w: rect.width });
  });
  return places;
}

function gliding(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("[data-card]")].filter(
    (node) => typeof node.getAnimations === "function" && node.getAnimations().length > 0,
  );
}

/** Animate the cards under `root` whenever `moveKey` changes (one key per position). */
export function useCardMotion(root: RefObject<HTMLElement>, moveKey: string, reduced: boolean): void {
  const places = useRef<Map<string, Place>>(new Map());
  const lastKey = useRef<string>(moveKey);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const moved = moveKey !== lastKey.current;
    lastKey.current = moveKey;
    if (!moved) {
      // Another render (a hover, a language switch): measure again only while nothing glides,
      // so the places stay where the cards rest and no animation is cut short.
      if (gliding(element).length === 0) places.current = measure(element);
      return;
    }
    // A new move during the last one's animation: those cards are measured where they rest.
    for (const node of gliding(element)) node.getAnimations().forEach((a) => a.finish());
    const now = measure(element);
    const before = places.current;
    places.current = now;
    if (reduced || before.size === 0) return;
    element.querySelectorAll<HTMLElement>("[data-card]").forEach((node) => {
      if (typeof node.animate !== "function") return;
      const id = node.dataset.card ?? "";
      const to = now.get(id);
      if (!to) return;
      const from = before.get(id);
      if (!from) {
        node.animate(
          [{ transform: "scale(0.6)", opacity: 0 }, { transform: "none", opacity: 1 }],
          { duration: MOTION_MS, easing: "ease-out" },
        );
        return;
      }
      const dx = from.x - to.x;
      const dy = from.y - to.y;
      if (Math.abs(dx) + Math.abs(dy) < 2 && Math.abs(from.w - to.w) < 1) return;
      const scale = to.w > 0 ? from.w / to.w : 1;
      node.animate(
        [
          { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, transformOrigin: "0 0", zIndex: 5 },
          { transform: "none", transformOrigin: "0 0", zIndex: 5 },
        ],
        { duration: MOTION_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
      );
    });
  });

  // A resize or a scroll moves everything without a move: measure again so nothing jumps later.
  useEffect(() => {
    const refresh = () => {
      if (root.current) places.current = measure(root.current);
    };
    window.addEventListener("resize", refresh);
    return () => window.removeEventListener("resize", refresh);
  }, []);
}
