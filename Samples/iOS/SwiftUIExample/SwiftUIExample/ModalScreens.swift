#if canImport(SwiftUI) && canImport(UIKit)
import StackRouter
import StackRouterSwiftUI
import SwiftUI

/// A new message, `swiftuiexample://compose`: a sheet with a navigation
/// stack of its own.
struct ComposeView: RoutableView {
  let context: ScreenContext
  @Environment(\.linkInbox) private var links
  @Environment(\.dismiss) private var dismiss
  @State private var text = ""

  var body: some View {
    Form {
      Button("To: choose recipients") {
        links?.open {
          try SwiftUIExampleRoutes.composeRecipients().link(in: $0)
        }
      }
      TextField("Message", text: $text)
    }
    .navigationTitle("New Message")
    .accessibilityIdentifier("ComposeView")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    }
  }
}

/// The recipients, `swiftuiexample://compose/recipients`: pushed inside the
/// compose sheet, so Back goes to the message.
struct RecipientsView: RoutableView {
  let context: ScreenContext

  var body: some View {
    List(["Ana", "Ben", "Chloé"], id: \.self) { Text($0) }
      .navigationTitle("Recipients")
      .accessibilityIdentifier("RecipientsView")
  }
}

/// The player, `swiftuiexample://player/:trackID`: a full-screen cover.
struct PlayerView: RoutableView {
  let context: ScreenContext
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 24) {
      Image(systemName: "play.circle").font(.system(size: 80))
      Text("Track \(context.parameters["trackID"] ?? "")")
    }
    .accessibilityIdentifier("PlayerView")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
    }
  }
}

/// The account, `swiftuiexample://account`: the login guard defers links
/// to it until the user logs in.
struct AccountView: RoutableView {
  let context: ScreenContext
  @EnvironmentObject private var session: Session
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Text("Logged in")
      Button("Log Out") {
        session.logOut()
        dismiss()
      }
    }
    .navigationTitle("Account")
    .accessibilityIdentifier("AccountView")
  }
}

/// The login sheet, `swiftuiexample://login`, which the guard opens.
struct LoginView: RoutableView {
  let context: ScreenContext
  @EnvironmentObject private var session: Session
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Button("Log In") {
        dismiss()
        // The account link that waited opens once this sheet has gone.
        Task { await session.logIn() }
      }
    }
    .navigationTitle("Log In")
    .accessibilityIdentifier("LoginView")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") {
          session.cancelLogin()
          dismiss()
        }
      }
    }
  }
}

#endif
