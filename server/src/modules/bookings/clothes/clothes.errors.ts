import { defineErrors } from '../../../core/errors/error-code';

// The work-clothes refusals, in the reader's language.
export const ClothesError = defineErrors('clothes', {
  // every move of an order or a line goes through clothes-transitions.ts
  illegalTransition: [409, '{what}的状态为“{from}”，不能{action}', '{what} is {from}: it cannot be {action}'],
  // the stock never goes below zero: what is free (in stock, not reserved) against what was asked
  outOfStock: [409, '{garment} {size} 可用库存仅 {stock}，不能{action} {asked}', 'Only {stock} of {garment}, size {size}, are free in stock: {asked} cannot be {action}'],
  // a stock count lowered below what is reserved for orders not yet sent
  belowReserved: [409, '{garment} {size} 在库 {stock}，其中 {reserved} 已预定，不能减少 {asked}', '{garment}, size {size}: {stock} in stock, {reserved} of them reserved: {asked} cannot be taken off'],
  // a parcel is received or sent back on or after the day it left, and sent back on or after it arrived
  dayBefore: [400, '{what}于 {day} {done}，{field}不能早于该日', '{what} was {done} on {day}: {field} cannot be earlier'],
  noSize: [409, '服装目录中没有{garment} {size}', 'The catalogue has no {garment} in size {size}'],
  sizeUnknown: [400, '{name}的档案中没有{which}，请填写尺码', "{name}'s record has no {which}: give the size"],
  sizeNeeded: [400, '{garment}有多个尺码（{sizes}），请选择尺码', '{garment} comes in several sizes ({sizes}): choose one'],
  sizeNotInDict: [400, '{garment}的尺码应为 {sizes} 之一', 'A {garment} size is one of {sizes}'],
  garmentInUse: [409, '{garment} {size} 已用于 {count} 条工作服明细，不能删除', '{garment}, size {size}, is on {count} order lines: it cannot be deleted'],
  noLines: [409, '工作服申请 {code} 还没有服装明细，不能提交', 'Work clothes order {code} has no garments yet: add them before submitting'],
  emptyKit: [400, '请至少选择一件服装', 'Choose at least one garment'],
  linkedToOrder: [409, '该工作服申请由派遣单 {code} 的核对项生成，请在派遣计划中取消该核对项', 'This order belongs to dispatch order {code}: cancel its check item in the dispatch plan'],
  orderKind: [400, '只有上船派遣单可以办理工作服', 'Only sign-on orders carry work clothes'],
});
