import { defineDictionaries } from '../../core/dictionary/dictionary-declarations';
import { dict } from '../../core/dictionary/dict-dsl';
import { filingState } from './filing.states';

// Filing and contact. Ids and item values never change once shipped; a new dictionary takes the next
// free id (core/dictionary/dict-dsl.ts), a new item is appended.
export const FILING_DICTIONARIES = defineDictionaries('filing', [dict(387, 'filingState', '备案状态', 'Filing state', filingState.items)]);
