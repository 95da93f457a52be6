/** The order area's entities (§2 order screens): the refund details and the rental orders. */
export { refund } from './refund';
export { rentOrder, ORDER_PROD_TYPE_OPTIONS, PAY_METHOD_OPTIONS } from './rentOrder';
