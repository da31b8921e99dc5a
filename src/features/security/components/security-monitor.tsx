import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { NO_MOUSE_MOVEMENT_MS } from '@/constants/business';
import { reportSecurityEvent } from '../api';
import {
  AUTOMATION_GLOBALS,
  largeCopy,
  noMouseMovement,
  rapidClicks,
  rapidPageViews,
  scraperDetected,
  WindowCounter,
  type BrowserTraits,
  type SecurityEvent,
} from '../model';

const MINUTE_MS = 60_000;

function report(event: SecurityEvent | null) {
  if (event) void reportSecurityEvent(event);
}

function browserTraits(): BrowserTraits {
  const globals = window as unknown as Record<string, unknown>;
  let missingStorage = false;
  try {
    missingStorage = typeof window.localStorage === 'undefined' || !('indexedDB' in window);
  } catch {
    missingStorage = true;
  }
  return {
    userAgent: navigator.userAgent,
    webdriver: navigator.webdriver,
    automationGlobals: AUTOMATION_GLOBALS.filter((name) => name in globals),
    languages: navigator.languages.length,
    chromeWithoutChromeObject: /Chrome\//.test(navigator.userAgent) && !('chrome' in globals),
    missingStorage,
  };
}

/**
 * Renders nothing; watches for suspicious behaviour and reports it: bot
 * traits once on start, more than 30 clicks or 20 page views in a minute, a copy over 500
 * characters, and (on devices with a mouse) no mouse movement within 30 s.
 */
export function SecurityMonitor() {
  const { pathname } = useLocation();
  const pageViews = useRef(new WindowCounter(MINUTE_MS));

  useEffect(() => {
    report(rapidPageViews(pageViews.current.add(Date.now()), new Date()));
  }, [pathname]);

  useEffect(() => {
    report(scraperDetected(browserTraits(), new Date()));
    const clicks = new WindowCounter(MINUTE_MS);
    const onClick = () => report(rapidClicks(clicks.add(Date.now()), new Date()));
    const onCopy = () => {
      const selected = document.getSelection()?.toString() ?? '';
      report(largeCopy(selected.length, window.location.pathname, new Date()));
    };
    let moved = false;
    const onMove = () => {
      moved = true;
    };
    const hasMouse = window.matchMedia('(pointer: fine)').matches;
    const idle = hasMouse
      ? setTimeout(() => {
          if (!moved && document.visibilityState === 'visible') {
            report(noMouseMovement(NO_MOUSE_MOVEMENT_MS, new Date()));
          }
        }, NO_MOUSE_MOVEMENT_MS)
      : undefined;
    document.addEventListener('click', onClick, true);
    document.addEventListener('copy', onCopy);
    document.addEventListener('mousemove', onMove, { passive: true, once: true });
    return () => {
      clearTimeout(idle);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('mousemove', onMove);
    };
  }, []);
  return null;
}
