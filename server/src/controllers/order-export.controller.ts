import {BindingScope, inject, injectable} from '@loopback/core';
import {getWhereSchemaFor, get, param} from '@loopback/rest';
import {Order} from '../models';
import {OrderExportService} from '../services/order-export.service';
import {FileAnswer} from '../specs/answers';
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
  ): Promise<FileAnswer> {
    // Checked before any byte is sent, so a bad request still answers as JSON 4xx; the rows follow as they are read.
    const prepared = this.exporter.prepare(where, columns);
    return new FileAnswer({
      contentType: 'text/csv; charset=utf-8',
      fileName: this.exporter.fileName(),
      disposition: 'attachment',
      body: this.exporter.rows(prepared),
    });
  }
}
