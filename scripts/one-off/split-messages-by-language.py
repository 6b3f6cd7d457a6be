# ONE-OFF for merging branches into ADR 026's dictionary layout; the lead deletes this file after the merge.
# A branch that edited an old side-by-side module src/web/i18n/messages/<area>.ts: put that branch's
# version of the file back at its old path, run this from the repo root, and it becomes
# messages/pt-BR/<area>.ts and messages/en/<area>.ts (overwriting them). Navigation labels
# (board.nav.*, admin*.nav) belong in workspaceShell.ts: move any it brings back.
import os, re, sys
root = 'src/web/i18n/messages'
skip = {'pt-BR.ts', 'en.ts', 'workspace.ts', 'messages.test.ts'}
os.makedirs(f'{root}/pt-BR', exist_ok=True)
os.makedirs(f'{root}/en', exist_ok=True)
for name in sorted(os.listdir(root)):
    path = f'{root}/{name}'
    if not name.endswith('.ts') or name in skip or os.path.isdir(path):
        continue
    area = name[:-3]
    src = open(path).read()
    m = re.match(
        r"import type \{ Dictionary, TranslationOf \} from '\.\./dictionary';\n\n"
        r"(?P<doc>(?:/\*\*.*?\*/\n|//[^\n]*\n)*)"
        r"(?P<pt>export const (?P<pt_name>\w+PtBR) = \{\n.*?\n\} satisfies Dictionary;\n)\n"
        r"(?P<en_pre>(?:(?://[^\n]*|/\*\*.*?\*/)\n)*)"
        r"(?P<en>export const (?P<en_name>\w+En): TranslationOf<typeof (?P=pt_name)> = \{\n.*?\n\};\n)$",
        src, re.S)
    if not m:
        sys.exit(f'{path}: not in the side-by-side shape')
    pt = f"import type {{ Dictionary }} from '../../dictionary';\n\n{m['doc']}{m['pt']}"
    en = (f"import type {{ TranslationOf }} from '../../dictionary';\n"
          f"import type {{ {m['pt_name']} }} from '../pt-BR/{area}';\n\n"
          f"{m['doc']}{m['en_pre']}{m['en']}")
    open(f'{root}/pt-BR/{area}.ts', 'w').write(pt)
    open(f'{root}/en/{area}.ts', 'w').write(en)
    os.remove(path)
    print('split', area)
