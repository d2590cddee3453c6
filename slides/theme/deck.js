// The slide show: one slide a screen, keyboard navigation, the slide's id in the address (deck.html#task-2-separation).
// Keys: Right, Down, Space, Page Down, N: next; Left, Up, Page Up, Backspace, P: back; Home and End; O: the whole
// deck as one page, and back; S: the speaker notes on this screen, and off again; W: the notes in a window of their
// own, for the screen the audience does not see (it follows the deck, and its keys drive it).
// Pandoc wraps every heading's part in a <section>: a level-1 section is a title slide (its heading and the words
// before its first slide), each level-2 section one slide. A slide's notes are its `::: notes` div
// (<div class="notes">), which deck.css hides until S is pressed.
(function () {
  'use strict';
  const main = document.querySelector('main');
  const slides = [];
  for (const part of main.querySelectorAll(':scope > section.level1')) {
    slides.push({ el: part, title: true });
    for (const s of part.querySelectorAll(':scope > section.level2')) slides.push({ el: s, title: false });
  }
  if (slides.length === 0) return;

  const counter = document.createElement('div');
  counter.className = 'deck-counter';
  const progress = document.createElement('div');
  progress.className = 'deck-progress';
  main.append(counter, progress);

  let current = 0;

  // The 1280 x 720 stage, scaled to the window.
  function fitStage() {
    const scale = Math.min(window.innerWidth / 1280, window.innerHeight / 720);
    document.documentElement.style.setProperty('--scale', String(scale));
  }

  // True when a slide, or a code block on it, is too big for its box.
  function overflows(el) {
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) return true;
    for (const pre of el.querySelectorAll('pre')) {
      if (pre.scrollWidth > pre.clientWidth + 1) return true;
    }
    return false;
  }

  // Shrinks the text of a slide that does not fit, a step at a time (long code, a big table).
  function fitText(el) {
    el.style.fontSize = '';
    let size = parseFloat(getComputedStyle(el).fontSize);
    const smallest = size * 0.6;
    while (overflows(el) && size > smallest) {
      size *= 0.95;
      el.style.fontSize = size + 'px';
    }
  }

  // The slide's own notes (a title slide's, not those of the slides inside it), and its heading's words.
  function notesOf(slide) {
    return slide.el.querySelector(slide.title ? ':scope > .notes' : '.notes');
  }
  function titleOf(slide) {
    const heading = slide.el.querySelector('h1, h2');
    return heading ? heading.textContent : '';
  }

  // The notes window (key W): this slide's title and notes, and the next slide's title. It is an empty page this
  // one writes into, so it needs no file and no network.
  let notesWindow = null;
  function updateNotesWindow() {
    if (!notesWindow || notesWindow.closed) return;
    const doc = notesWindow.document;
    const slide = slides[current];
    const next = slides[current + 1];
    const notes = notesOf(slide);
    doc.body.replaceChildren();
    const place = doc.createElement('p');
    place.className = 'place';
    place.textContent = (current + 1) + ' / ' + slides.length + (next ? '   next: ' + titleOf(next) : '   the end');
    const title = doc.createElement('h1');
    title.textContent = titleOf(slide);
    doc.body.append(place, title);
    if (notes) {
      doc.body.append(...Array.from(notes.childNodes, (node) => doc.importNode(node, true)));
    } else {
      doc.body.append(doc.createTextNode('(no notes for this slide)'));
    }
  }
  function openNotesWindow() {
    notesWindow = window.open('', 'boids-deck-notes', 'width=760,height=560');
    if (!notesWindow) return;  // a blocked pop-up: S shows the notes on this screen instead
    const doc = notesWindow.document;
    doc.title = 'Notes: ' + document.title;
    const style = doc.createElement('style');
    style.textContent = 'body { font: 22px/1.45 "DejaVu Sans", "Segoe UI", Arial, sans-serif; margin: 1em 1.5em; ' +
      'background: #141c2a; color: #e8edf5; } h1 { font-size: 1.3em; color: #78c8ff; margin: 0.2em 0 0.5em; } ' +
      '.place { color: #9aa5b8; font-size: 0.8em; white-space: pre; } code { color: #ffd65a; }';
    doc.head.replaceChildren(style);
    doc.onkeydown = onKey;
    updateNotesWindow();
  }

  function show(index) {
    current = Math.max(0, Math.min(slides.length - 1, index));
    for (const el of main.querySelectorAll('section.current, section.holds-current')) {
      el.classList.remove('current', 'holds-current');
    }
    const slide = slides[current];
    slide.el.classList.add('current');
    if (!slide.title) slide.el.parentElement.classList.add('holds-current');
    counter.textContent = (current + 1) + ' / ' + slides.length;
    progress.style.width = (100 * (current + 1) / slides.length) + '%';
    fitText(slide.el);
    if (slide.el.id && decodeURIComponent(location.hash.slice(1)) !== slide.el.id) {
      history.replaceState(null, '', '#' + slide.el.id);
    }
    updateNotesWindow();
  }

  // The slide an address points at: a slide's id, an id inside a slide, or a slide number.
  function fromHash() {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return 0;
    if (/^[0-9]+$/.test(id)) return Number(id) - 1;
    const target = document.getElementById(id);
    if (!target) return 0;
    let best = 0;
    slides.forEach((s, i) => { if (s.el === target || s.el.contains(target)) best = i; });
    return best;
  }

  function toggleOverview() {
    const on = document.body.classList.toggle('overview');
    document.body.classList.toggle('deck', !on);
    if (on) {
      for (const el of main.querySelectorAll('section')) el.style.fontSize = '';
      slides[current].el.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
      show(current);
    }
  }

  function onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === 'o' || key === 'O') {
      toggleOverview();
    } else if (key === 's' || key === 'S') {
      document.body.classList.toggle('show-notes');
    } else if (key === 'w' || key === 'W') {
      openNotesWindow();
    } else if (document.body.classList.contains('overview')) {
      return;
    } else if (['ArrowRight', 'ArrowDown', ' ', 'PageDown', 'n', 'N', 'Enter'].includes(key)) {
      show(current + (event.shiftKey && key === ' ' ? -1 : 1));
    } else if (['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace', 'p', 'P'].includes(key)) {
      show(current - 1);
    } else if (key === 'Home') {
      show(0);
    } else if (key === 'End') {
      show(slides.length - 1);
    } else {
      return;
    }
    event.preventDefault();
  }
  document.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', () => show(fromHash()));
  window.addEventListener('resize', fitStage);

  fitStage();
  show(fromHash());
  // Pictures are data: URLs, decoded after the script runs: fit the text again once they have their size.
  window.addEventListener('load', () => fitText(slides[current].el));
}());
