// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @title Latch Collectibles (LCOL)
/// @notice OpenZeppelin's audited ERC-721 for Latch's local chains: a dozen tokens minted at
/// deployment to the first dev accounts. Enumerable, so a service lists an owner's tokens
/// without an indexer; `tokenURI(id)` is the base URI followed by the id, the base given at
/// deployment (latch-server serves the metadata) and changeable by the deployer.
contract LatchCollectibles is ERC721Enumerable, Ownable {
    string private baseUri;

    /// @param holders each receives `perHolder` tokens, ids counting up from 1 in this order.
    constructor(string memory baseUri_, address[] memory holders, uint256 perHolder)
        ERC721("Latch Collectibles", "LCOL")
        Ownable(msg.sender)
    {
        baseUri = baseUri_;
        uint256 tokenId = 1;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i], tokenId++);
            }
        }
    }

    /// @notice Points every token's URI at a new base (the services moved); wallets and
    /// marketplaces refresh on ERC-4906's event.
    function setBaseURI(string calldata baseUri_) external onlyOwner {
        baseUri = baseUri_;
        emit IERC4906.BatchMetadataUpdate(1, type(uint256).max);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }

    /// @dev ERC-4906's interface id too, as the standard asks of a contract emitting its events.
    function supportsInterface(bytes4 interfaceId) public view override returns (bool) {
        return interfaceId == bytes4(0x49064906) || super.supportsInterface(interfaceId);
    }
}
