#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// The feed tab's list, `swiftuiexample://articles`.
struct ArticleList: RoutableView {
  let context: ScreenContext
  @Environment(\.linkInbox) private var links

  var body: some View {
    List(1...20, id: \.self) { id in
      Button("Article \(id)") { links?.open(.url("swiftuiexample://articles/\(id)")) }
    }
    .navigationTitle("Feed")
    .accessibilityIdentifier("ArticleList")
    .toolbar {
      Button {
        links?.open(.url("swiftuiexample://compose"))
      } label: {
        Image(systemName: "square.and.pencil")
      }
      .accessibilityIdentifier("compose")
    }
  }
}

/// An article, `swiftuiexample://articles/:articleID`. A link to the same
/// article keeps this screen: its `@StateObject` survives, and it sees the
/// link's new parameters.
@MainActor
struct ArticleView: RoutableView {
  let context: ScreenContext
  @Environment(\.linkInbox) private var links
  @StateObject private var reading = ReadingProgress()

  private var articleID: Int { context.parameters.value("articleID", as: Int.self) ?? 0 }

  var body: some View {
    List {
      Section {
        Text("Opened by \(context.revision) link(s); read \(reading.percent)%")
        if let source = context.parameters["ref"] { Text("From \(source)") }
        Button("Read on") { reading.percent = min(100, reading.percent + 10) }
      }
      Section {
        Button("Comments") { links?.open(.url("swiftuiexample://articles/\(articleID)/comments")) }
        Button("Listen") { links?.open(.url("swiftuiexample://player/\(articleID)")) }
        Button("Account") { links?.open(.url("swiftuiexample://account")) }
      }
    }
    .navigationTitle("Article \(articleID)")
    .accessibilityIdentifier("ArticleView")
  }
}

/// How far the reader got: state that a kept screen keeps.
@MainActor
final class ReadingProgress: ObservableObject {
  @Published var percent = 0
}

/// An article's comments, `swiftuiexample://articles/:articleID/comments`,
/// pushed on the article.
struct CommentsView: RoutableView {
  let context: ScreenContext

  var body: some View {
    List(["Great read.", "Thanks!", "Link shared."], id: \.self) { Text($0) }
      .navigationTitle("Comments")
      .accessibilityIdentifier("CommentsView")
  }
}

#endif
