import FuzzSupport
import StackRouter

/// Random sequences of links, some made of the fuzzer's text, opened one
/// after another on a headless app keep the hierarchy's invariants: no
/// screen twice, the selected tab exists, the modal chain is consistent, and
/// every handled link's screen is on top.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlanner(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var links: [String] = []
  while !input.isAtEnd, links.count < 24 {
    let choice = input.number(below: FuzzTable.links.count + 1)
    links.append(
      choice < FuzzTable.links.count ? FuzzTable.links[choice] : "myapp://" + input.text())
  }
  runOnMainActor {
    let app = FuzzApp()
    app.isLoggedIn = true
    for link in links {
      await app.router.open(.url(link))
      app.checkState(after: link)
    }
  }
  return 0
}
