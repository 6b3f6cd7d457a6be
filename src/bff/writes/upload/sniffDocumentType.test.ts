import { describe, expect, it } from 'vitest';
import { documents } from '../testing/documents';
import { SNIFF_BYTES, sniffDocumentType } from './sniffDocumentType';

describe('sniffDocumentType', () => {
  it.each([
    ['PDF', documents.pdf(), 'application/pdf'],
    ['PNG', documents.png(), 'image/png'],
    ['JPEG', documents.jpeg(), 'image/jpeg'],
    ['WebP', documents.webp(), 'image/webp'],
  ])('accepts a %s by its first bytes', async (_label, bytes, mediaType) => {
    expect(await sniffDocumentType(bytes.subarray(0, SNIFF_BYTES))).toEqual({ accepted: true, mediaType });
    expect(await sniffDocumentType(bytes.subarray(0, 16))).toEqual({ accepted: true, mediaType });
  });

  it('accepts a PDF shorter than the sniffed length', async () => {
    expect(await sniffDocumentType(Buffer.from('%PDF-1.4'))).toEqual({
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
  ])('refuses %s and says so', async (looksLike, bytes) => {
    const result = await sniffDocumentType(bytes.subarray(0, SNIFF_BYTES));
    expect(result.accepted).toBe(false);
    expect(result.accepted ? '' : result.looksLike).toContain(looksLike);
  });

  it('refuses a RIFF file that is not WebP, naming what file-type recognises', async () => {
    const wave = await sniffDocumentType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'));
    expect(wave.accepted).toBe(false);
    expect(wave.accepted ? '' : wave.looksLike).toContain('audio/');
  });

  it('refuses what it cannot recognise', async () => {
    expect(await sniffDocumentType(Buffer.from('hello, plain text'))).toEqual({
      accepted: false,
      looksLike: 'an unrecognised kind of file',
    });
    expect(await sniffDocumentType(Buffer.alloc(0))).toMatchObject({ accepted: false });
  });
});
