import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import { isSavedShootComplete } from './shootCompleteness.js';

const arrows = (n: number) => Array.from({ length: n }, () => 9);

describe('a saved shoot’s completeness', () => {
  const national = roundByName('national');

  it('is what the shoot says when it was saved with the flag', () => {
    expect(isSavedShootComplete({ scores: arrows(12), complete: false }, national)).toBe(false);
    expect(isSavedShootComplete({ scores: arrows(72), complete: true }, national)).toBe(true);
    // Kept incomplete stays incomplete, even once edited up to every arrow.
    expect(isSavedShootComplete({ scores: arrows(72), complete: false }, national)).toBe(false);
  });

  it('is no longer complete once an edit takes arrows away', () => {
    expect(isSavedShootComplete({ scores: arrows(60), complete: true }, national)).toBe(false);
  });

  it('is decided by the arrows on an older shoot without the flag', () => {
    expect(isSavedShootComplete({ scores: arrows(72) }, national)).toBe(true);
    expect(isSavedShootComplete({ scores: arrows(71) }, national)).toBe(false);
  });

  it('counts a lengthless practice round, an unknown round and a bare total as complete', () => {
    expect(isSavedShootComplete({ scores: arrows(3) }, roundByName('practice 50m'))).toBe(true);
    expect(isSavedShootComplete({ scores: arrows(3) }, undefined)).toBe(true);
    expect(isSavedShootComplete({ scores: [] }, national)).toBe(true);
  });
});
