import Foundation
import StackRouter
import Testing

/// The Precedence article's table of fragment routes, run: each row is read
/// from the article itself.
@Suite("documented fragment-route precedence")
struct DocumentedFragmentTableTests {
  static var rows: [DocumentedTableTests.Row] {
    DocumentedTableTests.rows(
      in: "Sources/StackRouter/StackRouter.docc/Precedence.md",
      header: "| Fragment routes | Link | Winner |")
  }

  @Test("each row of the fragment-route table: the winner the article names wins", arguments: rows)
  func precedence(_ row: DocumentedTableTests.Row) throws {
    let routes = row.cells[0].components(separatedBy: ", ").map { $0.trimmingCharacters(in: ["`"]) }
    let link = "myapp://" + row.cells[1].trimmingCharacters(in: ["`"])
    let winner = String(row.cells[2].trimmingCharacters(in: ["`"]).prefix { $0 != "`" })
    // Every order: precedence does not depend on registration order.
    for order in [routes, routes.reversed()] {
      var registrar = Registrar()
      registrar.accept(scheme: "myapp")
      for (index, route) in order.enumerated() { registrar.register("\(route)<T\(index)>") }
      let table = try registrar.makeTable()
      guard case .matched(let match) = table.resolve(link) else {
        Issue.record("\(row): \(link) does not match")
        continue
      }
      #expect(match.entity.pattern.description == winner, "\(row)")
    }
  }

  @Test("the fragment-route table has its five rows")
  func tableIsRead() {
    #expect(Self.rows.count == 5)
  }
}
