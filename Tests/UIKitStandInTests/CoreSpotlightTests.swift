#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

@Suite("CoreSpotlight", .isolatedStandIn)
struct CoreSpotlightTests {
  private func makeItem(_ identifier: String, domain: String? = nil, title: String)
    -> CSSearchableItem
  {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = title
    attributes.contentDescription = "About \(title)"
    return CSSearchableItem(
      uniqueIdentifier: identifier, domainIdentifier: domain, attributeSet: attributes)
  }

  @Test("indexing records a copy of each item in the default index")
  func indexing() async throws {
    let item = makeItem("article-42", domain: "articles", title: "Swift")

    try await CSSearchableIndex.default().indexSearchableItems([item])
    item.attributeSet.title = "Changed after indexing"

    let stored = try #require(UIKitStandIn.indexedItems.first)
    #expect(UIKitStandIn.indexedItems.count == 1)
    #expect(stored.uniqueIdentifier == "article-42")
    #expect(stored.domainIdentifier == "articles")
    #expect(stored.contentType == "public.text")
    #expect(stored.title == "Swift")
    #expect(stored.contentDescription == "About Swift")
  }

  @Test("main-actor code indexes items it created")
  @MainActor
  func indexingFromTheMainActor() async throws {
    let attributes = CSSearchableItemAttributeSet(contentType: .content)
    attributes.title = "Inbox"
    let item = CSSearchableItem(
      uniqueIdentifier: "inbox", domainIdentifier: nil, attributeSet: attributes)

    try await CSSearchableIndex.default().indexSearchableItems([item])

    #expect(UIKitStandIn.indexedItems.map(\.title) == ["Inbox"])
  }

  @Test("the completion-handler form calls back once the items are indexed")
  func completionHandlerForm() async {
    let index = CSSearchableIndex.default()

    let error: (any Error)? = await withCheckedContinuation { continuation in
      index.indexSearchableItems([makeItem("a", title: "A")]) { continuation.resume(returning: $0) }
    }

    #expect(error == nil)
    #expect(UIKitStandIn.indexedItems.map(\.uniqueIdentifier) == ["a"])
  }

  @Test("indexing an identifier again replaces the item in place")
  func reindexing() async throws {
    let index = CSSearchableIndex.default()
    try await index.indexSearchableItems([makeItem("a", title: "A"), makeItem("b", title: "B")])

    try await index.indexSearchableItems([makeItem("a", title: "A2")])

    #expect(UIKitStandIn.indexedItems.map(\.title) == ["A2", "B"])
  }

  @Test("deleting a domain removes its subdomains, not its look-alikes")
  func deletingDomains() async throws {
    let index = CSSearchableIndex.default()
    try await index.indexSearchableItems([
      makeItem("1", domain: "mail", title: "1"),
      makeItem("2", domain: "mail.inbox", title: "2"),
      makeItem("3", domain: "mailing", title: "3"),
      makeItem("4", title: "4"),
    ])

    try await index.deleteSearchableItems(withDomainIdentifiers: ["mail"])
    #expect(UIKitStandIn.indexedItems.map(\.uniqueIdentifier) == ["3", "4"])
    try await index.deleteSearchableItems(withIdentifiers: ["4"])
    #expect(UIKitStandIn.indexedItems.map(\.uniqueIdentifier) == ["3"])
    try await index.deleteAllSearchableItems()
    #expect(UIKitStandIn.indexedItems.isEmpty)
  }

  @Test("a named index is separate from the default one")
  func namedIndex() async throws {
    try await CSSearchableIndex(name: "drafts").indexSearchableItems([makeItem("d", title: "D")])

    #expect(UIKitStandIn.indexedItems.isEmpty)
    #expect(UIKitStandIn.indexedItems(inIndexNamed: "drafts").map(\.uniqueIdentifier) == ["d"])
  }

  @Test("a set failure makes operations throw and index nothing")
  func failure() async {
    UIKitStandIn.spotlightFailure = CocoaError(.featureUnsupported)

    await #expect(throws: CocoaError.self) {
      try await CSSearchableIndex.default().indexSearchableItems([makeItem("a", title: "A")])
    }
    #expect(UIKitStandIn.indexedItems.isEmpty)
  }

  @Test("an item created without an identifier gets one")
  func generatedIdentifier() {
    let item = CSSearchableItem(
      uniqueIdentifier: nil,
      domainIdentifier: nil,
      attributeSet: CSSearchableItemAttributeSet(contentType: .item)
    )

    #expect(UUID(uuidString: item.uniqueIdentifier) != nil)
  }

  @Test("the activity constants have CoreSpotlight's values")
  func constants() {
    #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    #expect(CSSearchableItemActivityIdentifier == "kCSSearchableItemActivityIdentifier")
    #expect(CSQueryContinuationActionType == "com.apple.corespotlightquerycontinuation")
    #expect(CSSearchQueryString == "kCSSearchQueryString")
  }

  @Test("UTType knows the system types a Spotlight item uses, and nothing else")
  func uniformTypes() {
    #expect(UTType("public.text") == .text)
    #expect(UTType.content.identifier == "public.content")
    #expect(UTType("com.example.unknown") == nil)
  }
}

#endif
