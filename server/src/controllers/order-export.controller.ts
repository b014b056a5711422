import {BindingScope, inject, injectable} from '@loopback/core';
import {getWhereSchemaFor, get, param, Response, RestBindings} from '@loopback/rest';
import {Order} from '../models';
import {OrderExportService} from '../services/order-export.service';
import {ORDER_EXPORT_SERVICE} from '../keys';

/** CSV of the admin order list's current search. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderExportController {
  constructor(@inject(ORDER_EXPORT_SERVICE) private exporter: OrderExportService) {}

  @get('/Orders/export.csv', {
    operationId: 'exportOrdersCsv',
    responses: {'200': {description: 'The matching orders as CSV', content: {'text/csv': {schema: {type: 'string'}}}}},
  })
  async exportCsv(
    @param({name: 'where', in: 'query', content: {'application/json': {schema: getWhereSchemaFor(Order)}}}) where: object | undefined,
    @param.query.string('columns', {description: 'Comma-separated column keys; the default columns when empty'}) columns: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const prepared = this.exporter.prepare(where, columns);
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${this.exporter.fileName()}"`);
    response.write('\uFEFF'); // Excel reads UTF-8 (ä, ö, å) only with the byte-order mark
    for await (const chunk of this.exporter.rows(prepared)) {
      if (!response.write(chunk)) await new Promise(resolve => response.once('drain', resolve));
    }
    response.end();
    return response;
  }
}
