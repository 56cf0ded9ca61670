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
      Button("Article \(id)") {
        links?.open { try SwiftUIExampleRoutes.articlesArticleID(articleID: id).link(in: $0) }
      }
    }
    .navigationTitle("Feed")
    .accessibilityIdentifier("ArticleList")
    .toolbar {
      Button {
        links?.open { try SwiftUIExampleRoutes.compose().link(in: $0) }
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

  private var articleID: Int {
    (try? SwiftUIExampleRoutes.ArticlesArticleID.Parameters(context.parameters))?.articleID ?? 0
  }

  var body: some View {
    List {
      Section {
        Text("Opened by \(context.revision) link(s); read \(reading.percent)%")
        if let source = context.parameters["ref"] { Text("From \(source)") }
        Button("Read on") { reading.percent = min(100, reading.percent + 10) }
      }
      Section {
        Button("Comments") {
          links?.open {
            try SwiftUIExampleRoutes.articlesArticleIDComments(articleID: articleID).link(in: $0)
          }
        }
        Button("Listen") {
          links?.open {
            try SwiftUIExampleRoutes.playerTrackID(trackID: "\(articleID)").link(in: $0)
          }
        }
        Button("Account") { links?.open { try SwiftUIExampleRoutes.account().link(in: $0) } }
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
