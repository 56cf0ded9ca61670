#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// The inbox tab's list, `swiftuiexample://messages`.
struct MessageList: RoutableView {
  let context: ScreenContext
  @Environment(\.linkInbox) private var links

  var body: some View {
    List(1...10, id: \.self) { id in
      Button("Message \(id)") {
        links?.open {
          try SwiftUIExampleRoutes.messagesMessageID(messageID: id).link(in: $0)
        }
      }
    }
    .navigationTitle("Inbox")
    .accessibilityIdentifier("MessageList")
  }
}

/// A message's model: the navigator creates it once per screen and reloads
/// it with every link that shows the message.
@MainActor
final class MessageModel: RoutableTarget, ObservableObject {
  @Published private(set) var messageID = 0
  @Published private(set) var highlight: String?

  static func make(for link: AppLink, parameters: LinkParameters) -> MessageModel {
    MessageModel()
  }

  func reload(with link: AppLink, parameters: LinkParameters) {
    messageID = (try? SwiftUIExampleRoutes.MessagesMessageID.Parameters(parameters))?.messageID ?? 0
    highlight = parameters["highlight"]
  }
}

/// A message, `swiftuiexample://messages/:messageID?highlight=word`.
struct MessageView: View {
  @ObservedObject var model: MessageModel
  let context: ScreenContext

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Message \(model.messageID)").font(.title)
      if let highlight = model.highlight { Text("Highlighted: \(highlight)") }
    }
    .padding()
    .navigationTitle("Message")
    .accessibilityIdentifier("MessageView")
  }
}

#endif
