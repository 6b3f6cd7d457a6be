import { describe, expect, it } from 'vitest';
import { documents } from '../testing/documents';
import { sniffDocumentType } from './sniffDocumentType';

describe('sniffDocumentType', () => {
  it.each([
    ['PDF', documents.pdf(), 'application/pdf'],
    ['PNG', documents.png(), 'image/png'],
    ['JPEG', documents.jpeg(), 'image/jpeg'],
    ['WebP', documents.webp(), 'image/webp'],
  ])('accepts a %s by its first bytes', (_label, bytes, mediaType) => {
    expect(sniffDocumentType(bytes.subarray(0, 16))).toEqual({ accepted: true, mediaType });
  });

  it('accepts a PDF shorter than the sniffed length', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.4'))).toEqual({
      accepted: true,
      mediaType: 'application/pdf',
    });
  });

  it.each([
    ['a Windows program', documents.windowsProgram()],
    ['a Linux program', documents.linuxProgram()],
    ['a ZIP archive', documents.zip()],
    ['HTML, SVG or XML text', documents.html()],
    ['HTML, SVG or XML text', documents.svg()],
    ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('refuses %s and says so', (looksLike, bytes) => {
    const result = sniffDocumentType(bytes.subarray(0, 16));
    expect(result.accepted).toBe(false);
    expect(result.accepted ? '' : result.looksLike).toContain(looksLike);
  });

  it('refuses what it cannot recognise, including a RIFF file that is not WebP', () => {
    expect(sniffDocumentType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toEqual({
      accepted: false,
      looksLike: 'an unrecognised kind of file',
    });
    expect(sniffDocumentType(Buffer.from('hello, plain text'))).toMatchObject({ accepted: false });
  });
});
