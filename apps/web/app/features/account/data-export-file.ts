import { dataExportFileName, type DataExport } from '@apteek/domain';

/**
 * The choices this browser keeps as claims in its local storage (the cookie choice, and any other
 * stored the same way: an object with a code and a created_at), in the export's claim shape. The
 * server does not know them, so the browser adds them to the customer's copy.
 */
export function browserClaims(storage: Storage | null = safeStorage()): DataExport['claims'] {
  if (!storage) return [];
  const claims: DataExport['claims'] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    const claim = parsed(value);
    if (claim) claims.push(claim);
  }
  return claims.sort((a, b) => a.code.localeCompare(b.code));
}

function parsed(value: string | null): DataExport['claims'][number] | null {
  if (!value?.startsWith('{')) return null;
  try {
    const claim = JSON.parse(value) as Record<string, unknown>;
    if (typeof claim.code !== 'string' || typeof claim.created_at !== 'string') return null;
    const { code, created_at: createdAt, description, ...rest } = claim;
    return {
      code,
      value: 'categories' in rest ? rest : rest.value,
      createdAt,
      description: typeof description === 'string' ? description : '',
    };
  } catch {
    return null;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The export with this browser's claims added, as the customer reads and downloads it. */
export function withBrowserClaims(data: DataExport, claims = browserClaims()): DataExport {
  const known = new Set(data.claims.map((claim) => claim.code));
  return { ...data, claims: [...data.claims, ...claims.filter((claim) => !known.has(claim.code))] };
}

/** Saves the export as a JSON file through the browser's download. */
export function downloadExport(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName(new Date(data.exportedAt));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
