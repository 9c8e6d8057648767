import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import { startsLikeFormula } from '../../src/domain/shared/formula-injection';

/**
 * exceljs for the product's .xlsx exports, with one addition (docs/security.md, "Exports and formulas"):
 * a text cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR and their full-width forms) is
 * written with the style attribute `quotePrefix="1"`, as Excel itself marks a text typed after a quote:
 * the cell stays text even when a clerk edits it. exceljs has no such attribute, so the cell writer and
 * the style table of the pinned exceljs (4.4.0) are extended once, here. Every export imports exceljs from
 * this module.
 */

interface StyleTable {
  index: { style: Record<string, number> };
  model: { styles: string[] };
  map: { style: { toXml(style: unknown): string } };
  _addStyle(style: unknown): number;
  addStyleModel(model: Record<string, unknown> | undefined, cellType?: number): number;
}
interface CellWriter {
  prepare(model: { type: number; value: unknown; style?: Record<string, unknown> }, options: unknown): void;
}

const require = createRequire(import.meta.url);
const STRING: number = ExcelJS.ValueType.String;
const QUOTE_PREFIX = Symbol.for('planillas.quotePrefix');

function install(): void {
  const styles = require('exceljs/lib/xlsx/xform/style/styles-xform.js') as { prototype: StyleTable };
  const cells = require('exceljs/lib/xlsx/xform/sheet/cell-xform.js') as { prototype: CellWriter };
  const marked = cells.prototype as CellWriter & { [QUOTE_PREFIX]?: true };
  if (marked[QUOTE_PREFIX]) return;
  marked[QUOTE_PREFIX] = true;

  const prepare = cells.prototype.prepare;
  cells.prototype.prepare = function (model, options) {
    if (model.type === STRING && typeof model.value === 'string' && startsLikeFormula(model.value)) {
      model.style = { ...model.style, quotePrefix: true };
    }
    prepare.call(this, model, options);
  };

  const addStyleModel = styles.prototype.addStyleModel;
  styles.prototype.addStyleModel = function (model, cellType) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    const addStyle = this._addStyle;
    this._addStyle = (style: unknown) => {
      const xml = this.map.style.toXml(style).replace(/^<xf /, '<xf quotePrefix="1" ');
      let index = this.index.style[xml];
      if (index === undefined) {
        index = this.index.style[xml] = this.model.styles.length;
        this.model.styles.push(xml);
      }
      return index;
    };
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this._addStyle = addStyle;
    }
  };
}

install();

export default ExcelJS;
