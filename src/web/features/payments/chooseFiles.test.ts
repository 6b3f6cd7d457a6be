import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract/api/uploads';
import { chooseFiles, type ChosenFile } from './chooseFiles';

// Only name, size and type matter to the rules; a sized stand-in avoids allocating 10 MiB.
function file(name: string, size = 1000, type = 'application/pdf'): File {
  return { name, size, type } as File;
}

function names(files: readonly ChosenFile[]) {
  return files.map((chosen) => chosen.file.name);
}

describe('chooseFiles', () => {
  it('keeps at most UPLOAD_LIMITS.maxFiles files, refusing the rest as too many', () => {
    const first = chooseFiles([], [file('1.pdf'), file('2.pdf'), file('3.pdf')]);
    const second = chooseFiles(first.kept, [file('4.pdf'), file('5.pdf'), file('6.pdf')]);
    expect(names(second.kept)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    expect(second.refused).toEqual([{ name: '6.pdf', size: 1000, reason: 'tooMany' }]);
  });

  it('refuses a file over the per-file limit and keeps one exactly at it', () => {
    const choice = chooseFiles(
      [],
      [file('big.pdf', UPLOAD_LIMITS.maxFileBytes + 1), file('limit.pdf', UPLOAD_LIMITS.maxFileBytes)],
    );
    expect(names(choice.kept)).toEqual(['limit.pdf']);
    expect(choice.refused.map((refused) => [refused.name, refused.reason])).toEqual([
      ['big.pdf', 'tooLarge'],
    ]);
  });

  it('accepts PDF, PNG, JPEG and WebP by type or extension and refuses anything else', () => {
    const choice = chooseFiles(
      [],
      [
        file('scan.PNG', 10, ''),
        file('foto.jpeg', 10, 'image/jpeg'),
        file('x.webp', 10, 'image/webp'),
        file('nota.xml', 10, 'application/xml'),
        file('setup.exe', 10, 'application/x-msdownload'),
      ],
    );
    expect(names(choice.kept)).toEqual(['scan.PNG', 'foto.jpeg', 'x.webp']);
    expect(choice.refused.map((refused) => [refused.name, refused.reason])).toEqual([
      ['nota.xml', 'wrongType'],
      ['setup.exe', 'wrongType'],
    ]);
  });

  it('refuses what the backend would: empty files, unsafe names, one name twice', () => {
    const choice = chooseFiles(
      [],
      [
        file('vazio.pdf', 0),
        file('.oculto.pdf'),
        file('a:b.pdf'),
        file('recibo\u202Efdp.pdf'),
        file(`${'n'.repeat(UPLOAD_LIMITS.maxFileNameLength)}.pdf`),
        file('Recibo.pdf'),
        file('recibo.pdf'),
      ],
    );
    expect(names(choice.kept)).toEqual(['Recibo.pdf']);
    expect(choice.refused.map((refused) => refused.reason)).toEqual([
      'empty',
      'unsafeName',
      'unsafeName',
      'unsafeName',
      'unsafeName',
      'duplicateName',
    ]);
  });
});
