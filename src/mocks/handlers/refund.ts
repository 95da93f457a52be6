/**
 * §2 Refund detail list / §3 refund filter / §7 /api/refundBill/refundDetailList.json, from its declaration in
 * src/entities/order: exact filters, §3's booker surname as a prefix of the booker's name, and the trade-date range
 * (tradeStartDate/tradeEndDate on the trade time). Refunds in progress are answered by their channel before every read
 * (../rentals `answerRefunds`); a failed one is retried (`retry`, the declaration's transition).
 */
import { refund } from '@/entities/order';
import { served } from '../entities';
import { answerRefunds } from '../rentals';

export const { handlers: refundHandlers } = served({ refunds: [refund, { collection: 'refunds', derive: answerRefunds }] });
